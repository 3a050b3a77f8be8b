/**
* | output |
* | --- |
* | "Back to messages" |
*
* @param {Messages_BackInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_back: ((inputs?: Messages_BackInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_BackInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_BackInputs = {};
