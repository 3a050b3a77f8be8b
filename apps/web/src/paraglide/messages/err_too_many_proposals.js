/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_ProposalsInputs */

const en_err_too_many_proposals = /** @type {(inputs: Err_Too_Many_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many proposals`)
};

const ur_err_too_many_proposals = /** @type {(inputs: Err_Too_Many_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ پروپوزلز بھیجے گئے`)
};

/**
* | output |
* | --- |
* | "Too many proposals" |
*
* @param {Err_Too_Many_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_proposals = /** @type {((inputs?: Err_Too_Many_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_proposals(inputs)
	return en_err_too_many_proposals(inputs)
});