/**
* | output |
* | --- |
* | "Freelancer received" |
*
* @param {Contracts_Freelancer_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_freelancer_received: ((inputs?: Contracts_Freelancer_ReceivedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Freelancer_ReceivedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Freelancer_ReceivedInputs = {};
