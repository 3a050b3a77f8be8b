/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs */

const en_err_the_standing_proposal_is_yours_wait_for_the_othe = /** @type {(inputs: Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The standing proposal is yours; wait for the other party to answer it`)
};

const ur_err_the_standing_proposal_is_yours_wait_for_the_othe = /** @type {(inputs: Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موجودہ تجویز آپ کی ہے؛ دوسرے فریق کے جواب کا انتظار کریں`)
};

/**
* | output |
* | --- |
* | "The standing proposal is yours; wait for the other party to answer it" |
*
* @param {Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_standing_proposal_is_yours_wait_for_the_othe = /** @type {((inputs?: Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_standing_proposal_is_yours_wait_for_the_othe(inputs)
	return en_err_the_standing_proposal_is_yours_wait_for_the_othe(inputs)
});