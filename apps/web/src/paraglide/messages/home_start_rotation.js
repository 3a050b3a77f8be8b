/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Start_RotationInputs */

const en_home_start_rotation = /** @type {(inputs: Home_Start_RotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start automatic rotation`)
};

const ur_home_start_rotation = /** @type {(inputs: Home_Start_RotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خودکار گردش شروع کریں`)
};

/**
* | output |
* | --- |
* | "Start automatic rotation" |
*
* @param {Home_Start_RotationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_start_rotation = /** @type {((inputs?: Home_Start_RotationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Start_RotationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_start_rotation(inputs)
	return en_home_start_rotation(inputs)
});