/**
* | output |
* | --- |
* | "Could not send" |
*
* @param {Offline_RefusedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_refused: ((inputs?: Offline_RefusedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_RefusedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_RefusedInputs = {};
