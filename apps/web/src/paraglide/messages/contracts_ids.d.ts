/**
* | output |
* | --- |
* | "Contract {contract} · milestone {milestone}" |
*
* @param {Contracts_IdsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ids: ((inputs: Contracts_IdsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_IdsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_IdsInputs = {
    contract: NonNullable<unknown>;
    milestone: NonNullable<unknown>;
};
