/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Milestone_AmountInputs */

const en_err_label_milestone_amount = /** @type {(inputs: Err_Label_Milestone_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone amount`)
};

const ur_err_label_milestone_amount = /** @type {(inputs: Err_Label_Milestone_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلے کی رقم`)
};

/**
* | output |
* | --- |
* | "Milestone amount" |
*
* @param {Err_Label_Milestone_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_milestone_amount = /** @type {((inputs?: Err_Label_Milestone_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Milestone_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_milestone_amount(inputs)
	return en_err_label_milestone_amount(inputs)
});