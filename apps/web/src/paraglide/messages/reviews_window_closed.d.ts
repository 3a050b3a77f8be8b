/**
* | output |
* | --- |
* | "The review window has closed." |
*
* @param {Reviews_Window_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_window_closed: ((inputs?: Reviews_Window_ClosedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Window_ClosedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Window_ClosedInputs = {};
