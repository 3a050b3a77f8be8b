/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Project_TitleInputs */

const en_err_label_project_title = /** @type {(inputs: Err_Label_Project_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project title`)
};

const ur_err_label_project_title = /** @type {(inputs: Err_Label_Project_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ کا عنوان`)
};

/**
* | output |
* | --- |
* | "Project title" |
*
* @param {Err_Label_Project_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_project_title = /** @type {((inputs?: Err_Label_Project_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Project_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_project_title(inputs)
	return en_err_label_project_title(inputs)
});