/**
* | output |
* | --- |
* | "Virtual Assistant" |
*
* @param {Category_Virtual_AssistantInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_virtual_assistant: ((inputs?: Category_Virtual_AssistantInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Virtual_AssistantInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Virtual_AssistantInputs = {};
