/**
* | output |
* | --- |
* | "e.g., 2 weeks" |
*
* @param {Jobs_Delivery_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_delivery_placeholder: ((inputs?: Jobs_Delivery_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Delivery_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Delivery_PlaceholderInputs = {};
