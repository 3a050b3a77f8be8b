/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Proposal_WithdrawnInputs */

const en_err_proposal_withdrawn = /** @type {(inputs: Err_Proposal_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposal withdrawn`)
};

const ur_err_proposal_withdrawn = /** @type {(inputs: Err_Proposal_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل واپس لے لیا گیا`)
};

/**
* | output |
* | --- |
* | "Proposal withdrawn" |
*
* @param {Err_Proposal_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_proposal_withdrawn = /** @type {((inputs?: Err_Proposal_WithdrawnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Proposal_WithdrawnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_proposal_withdrawn(inputs)
	return en_err_proposal_withdrawn(inputs)
});