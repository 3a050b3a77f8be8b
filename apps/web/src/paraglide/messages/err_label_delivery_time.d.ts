/**
* | output |
* | --- |
* | "Delivery time" |
*
* @param {Err_Label_Delivery_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_delivery_time: ((inputs?: Err_Label_Delivery_TimeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Delivery_TimeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Delivery_TimeInputs = {};
