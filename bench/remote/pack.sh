#!/bin/bash
# Packs what the browser benches need on another x86-64 Linux machine that has a GPU but no network and no Node or
# Chromium (a lent GPU machine): Debian's Chromium with the libraries it links, this Node, the bench's own modules
# (found by tracing a local run), the GL loaders, and the built client. The pack is split into parts of at most
# PART_MIB (52: a part plus this checkout's tracked files fit a 64 MiB transfer), written to OUT_DIR/p1, p2, …;
# bench/remote/run.sh unpacks and runs there. Run from the repository root after `npm run build`.
set -euo pipefail
OUT_DIR=${OUT_DIR:-.gpu}
PART_MIB=${PART_MIB:-52}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/pack/lib" "$WORK/pack/chromium/locales" "$WORK/pack/fonts" "$WORK/all/gl"

# Chromium: its own folder, minus the Vulkan validation layer and mock driver.
C=/usr/lib/chromium
cp -a $C/chrome_100_percent.pak $C/chrome_200_percent.pak $C/chrome_crashpad_handler $C/icudtl.dat $C/libEGL.so \
  $C/libGLESv2.so $C/libvulkan.so.1 $C/libvk_swiftshader.so $C/vk_swiftshader_icd.json $C/resources.pak \
  $C/snapshot_blob.bin $C/v8_context_snapshot.bin "$WORK/pack/chromium/"
cp $C/locales/en-US.pak "$WORK/pack/chromium/locales/"
# The libraries it links, but not the C library's nor the C++ runtime (the other machine's newer ones serve).
for f in $(ldd $C/chromium | awk '$3 ~ /^\// {print $3}'); do
  case $(basename "$f") in libc.so.*|libm.so.*|libpthread.so.*|libdl.so.*|libresolv.so.*|librt.so.*|libstdc++.so.*|libgcc_s.so.*) ;;
    *) cp -L "$f" "$WORK/pack/lib/" ;; esac
done
# NSS loads these by name at run time.
for f in libfreebl3.so libfreeblpriv3.so libnssckbi.so libnssdbm3.so libsoftokn3.so libssl3.so; do
  cp -L /usr/lib/x86_64-linux-gnu/$f "$WORK/pack/lib/"
done
mkdir -p "$WORK/pack/fonts/dejavu"
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf "$WORK/pack/fonts/dejavu/"
cp -a /etc/fonts "$WORK/pack/etc-fonts"
tar -cf - -C "$WORK/pack" . | xz -T0 -9 > "$WORK/all/pack.tar.xz"
xz -T0 -9 -c $C/chromium > "$WORK/all/chromium.xz"
xz -T0 -9 -c "$(command -v node)" > "$WORK/all/node.xz"

# The modules a bench run opens, traced from two minutes of the table-load bench (the scene benches open the same).
# tsx and its esbuild come whole (a warm tsx cache never starts esbuild, so a trace would miss its binary).
TSX_DISABLE_CACHE=1 timeout 120 strace -f -e trace=openat,execve -o "$WORK/trace.txt" node_modules/.bin/tsx bench/index.ts "table load" >/dev/null 2>&1 || true
MODS=$( (grep -o "$PWD/node_modules/[^\"]*" "$WORK/trace.txt" | sed "s|$PWD/||"; printf '%s\n' node_modules/tsx node_modules/esbuild node_modules/@esbuild/linux-x64 node_modules/playwright-core) |
  grep '^node_modules/' | awk -F/ '{ if ($2 ~ /^@/) print $1"/"$2"/"$3; else print $1"/"$2 }' | sort -u | while read -r d; do [ -e "$d" ] && echo "$d"; done)
tar -cf - --exclude='node_modules/better-sqlite3/deps' --exclude='node_modules/better-sqlite3/src' \
  --exclude='node_modules/better-sqlite3/build/Release/obj*' --exclude='*.a' $MODS | xz -T0 -9 > "$WORK/all/nm.tar.xz"

# The GL loaders (libglvnd, Vulkan) the other machine's driver needs.
(cd "$WORK/all/gl" && apt-get download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2 >/dev/null 2>&1) || echo "(GL loaders not downloaded: run apt-get update first)"

tar -cf "$WORK/all.tar" -C "$WORK/all" .
rm -rf "$OUT_DIR"/p[0-9]*
(cd "$WORK" && split -b "${PART_MIB}M" -d all.tar part)
i=1
for p in "$WORK"/part*; do mkdir -p "$OUT_DIR/p$i"; mv "$p" "$OUT_DIR/p$i/"; i=$((i + 1)); done
ls -la "$OUT_DIR"/p*/
