/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs */

const en_err_your_proposal_has_been_submitted_successfully = /** @type {(inputs: Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your proposal has been submitted successfully!`)
};

const ur_err_your_proposal_has_been_submitted_successfully = /** @type {(inputs: Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پروپوزل کامیابی سے جمع ہو گیا!`)
};

/**
* | output |
* | --- |
* | "Your proposal has been submitted successfully!" |
*
* @param {Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_proposal_has_been_submitted_successfully = /** @type {((inputs?: Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_proposal_has_been_submitted_successfully(inputs)
	return en_err_your_proposal_has_been_submitted_successfully(inputs)
});