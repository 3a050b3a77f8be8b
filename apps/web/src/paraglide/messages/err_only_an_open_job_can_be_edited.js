/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_An_Open_Job_Can_Be_EditedInputs */

const en_err_only_an_open_job_can_be_edited = /** @type {(inputs: Err_Only_An_Open_Job_Can_Be_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an open job can be edited`)
};

const ur_err_only_an_open_job_can_be_edited = /** @type {(inputs: Err_Only_An_Open_Job_Can_Be_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف کھلی جاب میں ترمیم ہو سکتی ہے`)
};

/**
* | output |
* | --- |
* | "Only an open job can be edited" |
*
* @param {Err_Only_An_Open_Job_Can_Be_EditedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_an_open_job_can_be_edited = /** @type {((inputs?: Err_Only_An_Open_Job_Can_Be_EditedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_An_Open_Job_Can_Be_EditedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_an_open_job_can_be_edited(inputs)
	return en_err_only_an_open_job_can_be_edited(inputs)
});