#!/bin/bash
# The other half of bench/remote/pack.sh, run from the repository root on the machine with the GPU:
#   bash bench/remote/run.sh stash             keeps the parts carried in this call (.gpu/p*/) for the next call;
#   bash bench/remote/run.sh bench SUITE…      adds this call's parts, unpacks, finds Chromium flags that draw on the
#                                              GPU and runs `npm run bench -- SUITE…` with them (CHROMIUM_GPU).
# Output goes to $OUT/remote-bench.txt too ($OUT: the device tool's folder; /tmp when unset). Parts stay in /tmp between calls to a machine kept warm.
set -uo pipefail
STASH=/tmp/tavolo-remote
G=/tmp/tavolo-remote-unpacked
OUT=${OUT:-/tmp}
mkdir -p "$STASH"
cp .gpu/p*/part* "$STASH/" 2>/dev/null
[ "${1:-}" = stash ] && { ls -la "$STASH"; exit 0; }
shift
exec > >(tee "$OUT/remote-bench.txt") 2>&1
if [ ! -x "$G/node" ]; then
  mkdir -p "$G"
  cat "$STASH"/part* | tar -xf - -C "$G" || exit 3
  (cd "$G" && xz -d node.xz && chmod +x node && mkdir -p chromium && tar -xJf pack.tar.xz &&
    xz -dc chromium.xz > chromium/chromium && chmod +x chromium/chromium) || exit 4
  for f in "$G"/gl/*.deb; do dpkg -x "$f" /; done
  ldconfig
  mkdir -p /usr/share/fonts/truetype && cp -r "$G/fonts/dejavu" /usr/share/fonts/truetype/
  [ -e /etc/fonts/fonts.conf ] || cp -r "$G/etc-fonts" /etc/fonts
fi
[ -d node_modules/tsx ] || tar -xJf "$G/nm.tar.xz" || exit 5
export PATH=$G:$PATH LD_LIBRARY_PATH=$G/lib CHROMIUM=$G/chromium/chromium
ICD=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -e "$ICD" ] && export VK_DRIVER_FILES=$ICD VK_ICD_FILENAMES=$ICD
touch dist/index.html # the build came with the tree: newer than its sources here
# The first flag set whose WebGL2 renderer is not software.
for flags in '--use-angle=vulkan --enable-features=Vulkan --ignore-gpu-blocklist' '--use-gl=angle --use-angle=gl-egl --ignore-gpu-blocklist'; do
  r=$(FLAGS="$flags" timeout 60 node --input-type=module -e "
    import { chromium } from 'playwright-core';
    const b = await chromium.launch({ executablePath: process.env.CHROMIUM, args: ['--headless', '--no-sandbox', ...process.env.FLAGS.split(' ')] });
    const p = await b.newPage();
    console.log(await p.evaluate(() => { const gl = document.createElement('canvas').getContext('webgl2'); const e = gl && gl.getExtension('WEBGL_debug_renderer_info'); return gl ? gl.getParameter(e ? e.UNMASKED_RENDERER_WEBGL : gl.RENDERER) : 'no WebGL2'; }));
    await b.close();" 2>/dev/null)
  echo "flags: $flags => ${r:-no answer}"
  if [ -n "$r" ] && ! echo "$r" | grep -qiE 'swiftshader|llvmpipe|no webgl'; then export CHROMIUM_GPU="$flags"; break; fi
done
# REMOTE_SOFTWARE=1 runs the benches anyway (to try this script on a machine without a GPU).
[ -n "${CHROMIUM_GPU:-}" ] || [ -n "${REMOTE_SOFTWARE:-}" ] || { echo "no flags drew on a GPU"; exit 6; }
node node_modules/tsx/dist/cli.mjs bench/index.ts "$@"
