/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Proposal_Accepted_SuccessfullyInputs */

const en_err_proposal_accepted_successfully = /** @type {(inputs: Err_Proposal_Accepted_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposal accepted successfully`)
};

const ur_err_proposal_accepted_successfully = /** @type {(inputs: Err_Proposal_Accepted_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل کامیابی سے منظور ہو گیا`)
};

/**
* | output |
* | --- |
* | "Proposal accepted successfully" |
*
* @param {Err_Proposal_Accepted_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_proposal_accepted_successfully = /** @type {((inputs?: Err_Proposal_Accepted_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Proposal_Accepted_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_proposal_accepted_successfully(inputs)
	return en_err_proposal_accepted_successfully(inputs)
});