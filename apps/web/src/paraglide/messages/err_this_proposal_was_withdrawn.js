/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Proposal_Was_WithdrawnInputs */

const en_err_this_proposal_was_withdrawn = /** @type {(inputs: Err_This_Proposal_Was_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This proposal was withdrawn`)
};

const ur_err_this_proposal_was_withdrawn = /** @type {(inputs: Err_This_Proposal_Was_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ پروپوزل واپس لے لیا گیا تھا`)
};

/**
* | output |
* | --- |
* | "This proposal was withdrawn" |
*
* @param {Err_This_Proposal_Was_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_proposal_was_withdrawn = /** @type {((inputs?: Err_This_Proposal_Was_WithdrawnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Proposal_Was_WithdrawnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_proposal_was_withdrawn(inputs)
	return en_err_this_proposal_was_withdrawn(inputs)
});