/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Category_Digital_MarketingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_digital_marketing: ((inputs?: Category_Digital_MarketingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Digital_MarketingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Digital_MarketingInputs = {};
