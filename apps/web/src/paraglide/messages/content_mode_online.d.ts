/**
* | output |
* | --- |
* | "Online" |
*
* @param {Content_Mode_OnlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_mode_online: ((inputs?: Content_Mode_OnlineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Mode_OnlineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Mode_OnlineInputs = {};
