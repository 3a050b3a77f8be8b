/**
* | output |
* | --- |
* | "· refunded automatically on {date} unless you answer." |
*
* @param {Contracts_Auto_Refund_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_auto_refund_you: ((inputs: Contracts_Auto_Refund_YouInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Auto_Refund_YouInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Auto_Refund_YouInputs = {
    date: NonNullable<unknown>;
};
