/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Home_Goal_ByInputs */

const en_home_goal_by = /** @type {(inputs: Home_Goal_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Goal by ${i?.year}`)
};

const ur_home_goal_by = /** @type {(inputs: Home_Goal_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year} تک کا ہدف`)
};

/**
* | output |
* | --- |
* | "Goal by {year}" |
*
* @param {Home_Goal_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_goal_by = /** @type {((inputs: Home_Goal_ByInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Goal_ByInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_goal_by(inputs)
	return en_home_goal_by(inputs)
});