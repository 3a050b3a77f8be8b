/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Holder_ChangeInputs */

const en_cred_holder_change = /** @type {(inputs: Cred_Holder_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

const ur_cred_holder_change = /** @type {(inputs: Cred_Holder_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبدیل کریں`)
};

/**
* | output |
* | --- |
* | "Change" |
*
* @param {Cred_Holder_ChangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_change = /** @type {((inputs?: Cred_Holder_ChangeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Holder_ChangeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_holder_change(inputs)
	return en_cred_holder_change(inputs)
});