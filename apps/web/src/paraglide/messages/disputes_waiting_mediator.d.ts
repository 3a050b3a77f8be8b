/**
* | output |
* | --- |
* | "Waiting for an admin to assign a mediator." |
*
* @param {Disputes_Waiting_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_waiting_mediator: ((inputs?: Disputes_Waiting_MediatorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Waiting_MediatorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Waiting_MediatorInputs = {};
