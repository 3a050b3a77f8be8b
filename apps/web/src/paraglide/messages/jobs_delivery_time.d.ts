/**
* | output |
* | --- |
* | "Delivery Time" |
*
* @param {Jobs_Delivery_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_delivery_time: ((inputs?: Jobs_Delivery_TimeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Delivery_TimeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Delivery_TimeInputs = {};
