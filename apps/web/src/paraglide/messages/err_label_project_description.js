/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Project_DescriptionInputs */

const en_err_label_project_description = /** @type {(inputs: Err_Label_Project_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project description`)
};

const ur_err_label_project_description = /** @type {(inputs: Err_Label_Project_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ کی تفصیل`)
};

/**
* | output |
* | --- |
* | "Project description" |
*
* @param {Err_Label_Project_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_project_description = /** @type {((inputs?: Err_Label_Project_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Project_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_project_description(inputs)
	return en_err_label_project_description(inputs)
});