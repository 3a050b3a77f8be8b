/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Edit_JobInputs */

const en_jobown_edit_job = /** @type {(inputs: Jobown_Edit_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Job`)
};

const ur_jobown_edit_job = /** @type {(inputs: Jobown_Edit_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب میں ترمیم کریں`)
};

/**
* | output |
* | --- |
* | "Edit Job" |
*
* @param {Jobown_Edit_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_edit_job = /** @type {((inputs?: Jobown_Edit_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Edit_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_edit_job(inputs)
	return en_jobown_edit_job(inputs)
});