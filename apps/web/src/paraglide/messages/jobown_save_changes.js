/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Save_ChangesInputs */

const en_jobown_save_changes = /** @type {(inputs: Jobown_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

const ur_jobown_save_changes = /** @type {(inputs: Jobown_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبدیلیاں محفوظ کریں`)
};

/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Jobown_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_save_changes = /** @type {((inputs?: Jobown_Save_ChangesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Save_ChangesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_save_changes(inputs)
	return en_jobown_save_changes(inputs)
});