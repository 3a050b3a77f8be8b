/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Job_PostsInputs */

const en_err_too_many_job_posts = /** @type {(inputs: Err_Too_Many_Job_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many job posts`)
};

const ur_err_too_many_job_posts = /** @type {(inputs: Err_Too_Many_Job_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ جابز پوسٹ کی گئیں`)
};

/**
* | output |
* | --- |
* | "Too many job posts" |
*
* @param {Err_Too_Many_Job_PostsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_job_posts = /** @type {((inputs?: Err_Too_Many_Job_PostsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Job_PostsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_job_posts(inputs)
	return en_err_too_many_job_posts(inputs)
});