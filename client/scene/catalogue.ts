// The three.js classes the table's JSX names: R3F makes `<meshStandardMaterial>` from the class its catalogue holds
// under 'MeshStandardMaterial'. R3F's own <Canvas> would register the whole THREE namespace, which keeps every
// class of three in the bundle; the build takes that call out (vite.config.ts, tavolo:r3f-catalogue) and this
// module's exports are registered instead (one namespace, `import * as`), so the rest of three is shaken out.
// test/client/three-catalogue.test.ts keeps it exactly the tags used: ours in client/, and those drei's and
// rapier's components render themselves.
/** Every three.js class a JSX tag names inside the table's canvas, by class name (R3F's catalogue keys). */
export {
  BoxGeometry,
  BufferGeometry,
  CircleGeometry,
  DirectionalLight,
  ExtrudeGeometry,
  Group,
  HemisphereLight,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  PointLight,
  RingGeometry,
  ShaderMaterial,
} from 'three';
