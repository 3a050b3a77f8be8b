/**
* | output |
* | --- |
* | "Online" |
*
* @param {Messages_OnlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_online: ((inputs?: Messages_OnlineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_OnlineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_OnlineInputs = {};
