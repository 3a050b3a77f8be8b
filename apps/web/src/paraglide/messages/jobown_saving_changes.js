/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Saving_ChangesInputs */

const en_jobown_saving_changes = /** @type {(inputs: Jobown_Saving_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving Changes...`)
};

const ur_jobown_saving_changes = /** @type {(inputs: Jobown_Saving_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبدیلیاں محفوظ ہو رہی ہیں...`)
};

/**
* | output |
* | --- |
* | "Saving Changes..." |
*
* @param {Jobown_Saving_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_saving_changes = /** @type {((inputs?: Jobown_Saving_ChangesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Saving_ChangesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_saving_changes(inputs)
	return en_jobown_saving_changes(inputs)
});