/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Milestone_TitleInputs */

const en_err_label_milestone_title = /** @type {(inputs: Err_Label_Milestone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone title`)
};

const ur_err_label_milestone_title = /** @type {(inputs: Err_Label_Milestone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلے کا عنوان`)
};

/**
* | output |
* | --- |
* | "Milestone title" |
*
* @param {Err_Label_Milestone_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_milestone_title = /** @type {((inputs?: Err_Label_Milestone_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Milestone_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_milestone_title(inputs)
	return en_err_label_milestone_title(inputs)
});