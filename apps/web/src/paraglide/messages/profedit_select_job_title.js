/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Select_Job_TitleInputs */

const en_profedit_select_job_title = /** @type {(inputs: Profedit_Select_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select your job title`)
};

const ur_profedit_select_job_title = /** @type {(inputs: Profedit_Select_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا جاب ٹائٹل منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Select your job title" |
*
* @param {Profedit_Select_Job_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_select_job_title = /** @type {((inputs?: Profedit_Select_Job_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Select_Job_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_select_job_title(inputs)
	return en_profedit_select_job_title(inputs)
});