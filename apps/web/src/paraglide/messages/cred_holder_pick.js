/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Holder_PickInputs */

const en_cred_holder_pick = /** @type {(inputs: Cred_Holder_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose`)
};

const ur_cred_holder_pick = /** @type {(inputs: Cred_Holder_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Cred_Holder_PickInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_pick = /** @type {((inputs?: Cred_Holder_PickInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Holder_PickInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_holder_pick(inputs)
	return en_cred_holder_pick(inputs)
});