/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Proposal_IdInputs */

const en_err_invalid_proposal_id = /** @type {(inputs: Err_Invalid_Proposal_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid proposal id`)
};

const ur_err_invalid_proposal_id = /** @type {(inputs: Err_Invalid_Proposal_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل کی شناخت درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid proposal id" |
*
* @param {Err_Invalid_Proposal_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_proposal_id = /** @type {((inputs?: Err_Invalid_Proposal_IdInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Proposal_IdInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_proposal_id(inputs)
	return en_err_invalid_proposal_id(inputs)
});