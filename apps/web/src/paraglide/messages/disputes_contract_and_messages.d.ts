/**
* | output |
* | --- |
* | "Contract and messages between the parties ({count})" |
*
* @param {Disputes_Contract_And_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_contract_and_messages: ((inputs: Disputes_Contract_And_MessagesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Contract_And_MessagesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Contract_And_MessagesInputs = {
    count: NonNullable<unknown>;
};
