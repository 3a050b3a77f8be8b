/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Job_ChangesInputs */

const en_err_too_many_job_changes = /** @type {(inputs: Err_Too_Many_Job_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many job changes`)
};

const ur_err_too_many_job_changes = /** @type {(inputs: Err_Too_Many_Job_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جابز میں بہت زیادہ تبدیلیاں کی گئیں`)
};

/**
* | output |
* | --- |
* | "Too many job changes" |
*
* @param {Err_Too_Many_Job_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_job_changes = /** @type {((inputs?: Err_Too_Many_Job_ChangesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Job_ChangesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_job_changes(inputs)
	return en_err_too_many_job_changes(inputs)
});