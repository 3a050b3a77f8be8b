/**
* | output |
* | --- |
* | "Amount to the freelancer" |
*
* @param {Err_Label_Amount_To_The_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_amount_to_the_freelancer: ((inputs?: Err_Label_Amount_To_The_FreelancerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Amount_To_The_FreelancerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Amount_To_The_FreelancerInputs = {};
