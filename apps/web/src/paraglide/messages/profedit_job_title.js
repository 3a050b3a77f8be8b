/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Job_TitleInputs */

const en_profedit_job_title = /** @type {(inputs: Profedit_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Title`)
};

const ur_profedit_job_title = /** @type {(inputs: Profedit_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب ٹائٹل`)
};

/**
* | output |
* | --- |
* | "Job Title" |
*
* @param {Profedit_Job_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_job_title = /** @type {((inputs?: Profedit_Job_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Job_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_job_title(inputs)
	return en_profedit_job_title(inputs)
});