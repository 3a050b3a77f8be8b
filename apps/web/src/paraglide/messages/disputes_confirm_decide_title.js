/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Confirm_Decide_TitleInputs */

const en_disputes_confirm_decide_title = /** @type {(inputs: Disputes_Confirm_Decide_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide this dispute?`)
};

const ur_disputes_confirm_decide_title = /** @type {(inputs: Disputes_Confirm_Decide_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس تنازع کا فیصلہ کریں؟`)
};

/**
* | output |
* | --- |
* | "Decide this dispute?" |
*
* @param {Disputes_Confirm_Decide_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_confirm_decide_title = /** @type {((inputs?: Disputes_Confirm_Decide_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Confirm_Decide_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_confirm_decide_title(inputs)
	return en_disputes_confirm_decide_title(inputs)
});