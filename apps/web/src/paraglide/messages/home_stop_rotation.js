/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Stop_RotationInputs */

const en_home_stop_rotation = /** @type {(inputs: Home_Stop_RotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop automatic rotation`)
};

const ur_home_stop_rotation = /** @type {(inputs: Home_Stop_RotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خودکار گردش روکیں`)
};

/**
* | output |
* | --- |
* | "Stop automatic rotation" |
*
* @param {Home_Stop_RotationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_stop_rotation = /** @type {((inputs?: Home_Stop_RotationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Stop_RotationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_stop_rotation(inputs)
	return en_home_stop_rotation(inputs)
});