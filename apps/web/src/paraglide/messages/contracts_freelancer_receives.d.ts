/**
* | output |
* | --- |
* | "freelancer receives {amount}" |
*
* @param {Contracts_Freelancer_ReceivesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_freelancer_receives: ((inputs: Contracts_Freelancer_ReceivesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Freelancer_ReceivesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Freelancer_ReceivesInputs = {
    amount: NonNullable<unknown>;
};
