/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Offline_Not_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_not_sent: ((inputs?: Offline_Not_SentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Not_SentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Not_SentInputs = {};
