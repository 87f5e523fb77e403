// SendingStateWeb's page script: builds the page from the server's patches and sends a person's
// input back over the session's WebSocket. Small, dependency-free, served as it is.
"use strict";
(() => {
  const app = document.getElementById("ss-app");
  const session = app.dataset.session;
  // The only elements and attributes the server may make: none runs script or loads a page.
  const tags = new Set(["div", "span", "button", "input", "label", "textarea", "progress", "ul", "li",
    "h1", "h2", "h3", "p"]);
  const allowedAttribute = (name) =>
    ["id", "class", "role", "disabled", "data-ss", "value", "max"].includes(name) || name.startsWith("aria-");
  const nodes = new Map();
  const texts = new Map();
  let socket = null;
  let applied = 0;

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/ws/${session}`);
    socket.onmessage = (event) => apply(JSON.parse(event.data));
    socket.onclose = (event) => {
      // 1008: the page sent what the server refused; 4404: the session is gone. Anything else is
      // a dropped connection, which comes back to the same session.
      if (event.code !== 1008 && event.code !== 4404) setTimeout(connect, 500);
      document.body.dataset.ssClosed = String(event.code);
    };
  }

  function setAttributes(element, attributes) {
    for (const [name, value] of Object.entries(attributes)) {
      if (!allowedAttribute(name)) continue;
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  }

  function setText(id, element, text) {
    let node = texts.get(id);
    if (text === null || text === undefined) {
      if (node) node.remove();
      texts.delete(id);
      return;
    }
    if (!node) {
      node = document.createTextNode("");
      texts.set(id, node);
      element.prepend(node);
    }
    node.data = text;
  }

  function apply(message) {
    if (message.reset) {
      nodes.clear();
      texts.clear();
      app.replaceChildren();
    }
    for (const change of message.changes) {
      const element = nodes.get(change.id);
      switch (change.op) {
        case "create": {
          if (!tags.has(change.tag)) break;
          const made = document.createElement(change.tag);
          if (element) element.replaceWith(made);
          nodes.set(change.id, made);
          texts.delete(change.id);
          setAttributes(made, change.attributes);
          setText(change.id, made, change.text);
          break;
        }
        case "attributes":
          if (element) setAttributes(element, change.attributes);
          break;
        case "text":
          if (element) setText(change.id, element, change.text);
          break;
        case "children":
          if (element) {
            const text = texts.get(change.id);
            element.replaceChildren(...(text ? [text] : []),
              ...change.children.map((id) => nodes.get(id)).filter(Boolean));
          }
          break;
        case "remove":
          if (element) element.remove();
          nodes.delete(change.id);
          texts.delete(change.id);
          break;
      }
    }
    const root = nodes.get(message.root);
    if (root && root.parentNode !== app) app.replaceChildren(root);
    applied += 1;
    document.body.dataset.ssApplied = String(applied);
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  const frameOf = (element) => {
    const rect = element.getBoundingClientRect();
    return [rect.x, rect.y, rect.width, rect.height];
  };
  const pressed = new Map();

  document.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    const element = event.target.closest("[data-ss]");
    if (!element) return;
    pressed.set(event.pointerId, element);
    send({ type: "pointer", phase: "down", pointer: event.pointerId, x: event.clientX, y: event.clientY,
      target: Number(element.dataset.ss), frame: frameOf(element) });
  }, true);
  document.addEventListener("pointermove", (event) => {
    const element = pressed.get(event.pointerId);
    if (!element) return;
    send({ type: "pointer", phase: "move", pointer: event.pointerId, x: event.clientX, y: event.clientY,
      frame: frameOf(element) });
  }, true);
  document.addEventListener("pointerup", (event) => {
    const element = pressed.get(event.pointerId);
    if (!element) return;
    pressed.delete(event.pointerId);
    send({ type: "pointer", phase: "up", pointer: event.pointerId, x: event.clientX, y: event.clientY,
      frame: frameOf(element) });
  }, true);
  document.addEventListener("pointercancel", (event) => {
    if (!pressed.delete(event.pointerId)) return;
    send({ type: "pointer", phase: "cancel", pointer: event.pointerId, x: event.clientX, y: event.clientY });
  }, true);
  // Return or Space on a focused button: the browser's click without a pointer.
  document.addEventListener("click", (event) => {
    if (event.detail !== 0) return;
    const element = event.target.closest("[data-ss]");
    if (element) send({ type: "activate", target: Number(element.dataset.ss) });
  }, true);

  connect();
})();
