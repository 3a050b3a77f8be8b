/**
* | output |
* | --- |
* | "· refunded automatically on {date} unless the freelancer answers." |
*
* @param {Contracts_Auto_Refund_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_auto_refund_freelancer: ((inputs: Contracts_Auto_Refund_FreelancerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Auto_Refund_FreelancerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Auto_Refund_FreelancerInputs = {
    date: NonNullable<unknown>;
};
