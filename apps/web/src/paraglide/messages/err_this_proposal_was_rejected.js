/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Proposal_Was_RejectedInputs */

const en_err_this_proposal_was_rejected = /** @type {(inputs: Err_This_Proposal_Was_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This proposal was rejected`)
};

const ur_err_this_proposal_was_rejected = /** @type {(inputs: Err_This_Proposal_Was_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ پروپوزل مسترد ہو چکا ہے`)
};

/**
* | output |
* | --- |
* | "This proposal was rejected" |
*
* @param {Err_This_Proposal_Was_RejectedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_proposal_was_rejected = /** @type {((inputs?: Err_This_Proposal_Was_RejectedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Proposal_Was_RejectedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_proposal_was_rejected(inputs)
	return en_err_this_proposal_was_rejected(inputs)
});