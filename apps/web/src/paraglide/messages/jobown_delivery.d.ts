/**
* | output |
* | --- |
* | "Delivery:" |
*
* @param {Jobown_DeliveryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_delivery: ((inputs?: Jobown_DeliveryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_DeliveryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_DeliveryInputs = {};
