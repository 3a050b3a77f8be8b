/**
* | output |
* | --- |
* | "Read" |
*
* @param {Messages_ReadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_read: ((inputs?: Messages_ReadInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_ReadInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_ReadInputs = {};
