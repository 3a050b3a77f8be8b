/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Choose_SideInputs */

const en_howitworks_choose_side = /** @type {(inputs: Howitworks_Choose_SideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your side`)
};

const ur_howitworks_choose_side = /** @type {(inputs: Howitworks_Choose_SideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا کردار منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Choose your side" |
*
* @param {Howitworks_Choose_SideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_choose_side = /** @type {((inputs?: Howitworks_Choose_SideInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Choose_SideInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_choose_side(inputs)
	return en_howitworks_choose_side(inputs)
});