// gl-state-shadow.js: answers the WebGL state queries that Dear ImGui's renderer makes every frame
// from a copy kept in the page, so that drawing a frame never waits for the GPU.
//
// ImGui's OpenGL3 backend saves the scissor box and the six blend parameters before it draws and
// restores them after (glGetIntegerv → WebGL getParameter). Chromium answers these seven from the
// GPU process: each is a synchronous round trip, and the first of the frame waits until the
// previous frame has been drawn. On this machine's software rasteriser that was about 5 ms of
// main-thread time per frame (bench/web/answers.mjs). Every other query still goes to WebGL.
//
// The copy is exact: it starts from one real query of each value when the context is made, and
// every call that changes one of them (scissor, blendFunc, blendFuncSeparate, blendEquation,
// blendEquationSeparate) goes through this context object, which updates the copy. Nothing else
// on the page draws into this canvas's context.
'use strict';

(function shadowGlState(global) {
  const SCISSOR_BOX = 0x0c10;
  const BLEND_EQUATION_RGB = 0x8009, BLEND_EQUATION_ALPHA = 0x883d;
  const BLEND_DST_RGB = 0x80c8, BLEND_SRC_RGB = 0x80c9;
  const BLEND_DST_ALPHA = 0x80ca, BLEND_SRC_ALPHA = 0x80cb;

  // Wraps one WebGL2 context: its setters record, its getParameter answers from the record.
  function install(gl) {
    if (gl.__stateShadow) return gl;
    const real = gl.getParameter.bind(gl);
    const box = real(SCISSOR_BOX);
    const state = new Map([[SCISSOR_BOX, box ? Int32Array.from(box) : null]]);
    for (const p of [BLEND_EQUATION_RGB, BLEND_EQUATION_ALPHA, BLEND_DST_RGB, BLEND_SRC_RGB,
                     BLEND_DST_ALPHA, BLEND_SRC_ALPHA])
      state.set(p, real(p));
    const wrap = (name, record) => {
      const f = gl[name].bind(gl);
      gl[name] = (...args) => { f(...args); record(...args); };
    };
    wrap('scissor', (x, y, w, h) => state.set(SCISSOR_BOX, Int32Array.of(x, y, w, h)));
    wrap('blendEquation', (mode) => {
      state.set(BLEND_EQUATION_RGB, mode);
      state.set(BLEND_EQUATION_ALPHA, mode);
    });
    wrap('blendEquationSeparate', (rgb, alpha) => {
      state.set(BLEND_EQUATION_RGB, rgb);
      state.set(BLEND_EQUATION_ALPHA, alpha);
    });
    wrap('blendFunc', (src, dst) => {
      state.set(BLEND_SRC_RGB, src); state.set(BLEND_SRC_ALPHA, src);
      state.set(BLEND_DST_RGB, dst); state.set(BLEND_DST_ALPHA, dst);
    });
    wrap('blendFuncSeparate', (srcRgb, dstRgb, srcAlpha, dstAlpha) => {
      state.set(BLEND_SRC_RGB, srcRgb); state.set(BLEND_DST_RGB, dstRgb);
      state.set(BLEND_SRC_ALPHA, srcAlpha); state.set(BLEND_DST_ALPHA, dstAlpha);
    });
    // A copy of the box, as WebGL returns a new array each time; the blend values are numbers.
    gl.getParameter = (p) => {
      if (!state.has(p) || gl.isContextLost()) return real(p);
      const v = state.get(p);
      return v instanceof Int32Array ? Int32Array.from(v) : v;
    };
    gl.__stateShadow = true;
    return gl;
  }

  // The page's canvas hands out wrapped WebGL2 contexts (Emscripten asks it for one at start-up).
  global.shadowGlStateOf = (canvas) => {
    const getContext = canvas.getContext.bind(canvas);
    canvas.getContext = (type, ...rest) => {
      const ctx = getContext(type, ...rest);
      return ctx && type === 'webgl2' ? install(ctx) : ctx;
    };
  };
})(self);
