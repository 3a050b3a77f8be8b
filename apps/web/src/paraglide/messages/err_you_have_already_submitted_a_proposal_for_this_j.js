/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs */

const en_err_you_have_already_submitted_a_proposal_for_this_j = /** @type {(inputs: Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already submitted a proposal for this job`)
};

const ur_err_you_have_already_submitted_a_proposal_for_this_j = /** @type {(inputs: Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ اس جاب کے لیے پہلے ہی پروپوزل جمع کر چکے ہیں`)
};

/**
* | output |
* | --- |
* | "You have already submitted a proposal for this job" |
*
* @param {Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_submitted_a_proposal_for_this_j = /** @type {((inputs?: Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_have_already_submitted_a_proposal_for_this_j(inputs)
	return en_err_you_have_already_submitted_a_proposal_for_this_j(inputs)
});